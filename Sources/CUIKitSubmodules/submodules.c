// A C target needs a source file; the target exists for its module map.
