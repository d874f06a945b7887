// Release benchmarks: `make bench`. Prints one JSON object per line.
let harness = Harness()
DrawingBenchmarks.run(harness)
TextBenchmarks.run(harness)
CompositorBenchmarks.run(harness)
LayerBenchmarks.run(harness)
ViewBenchmarks.run(harness)
