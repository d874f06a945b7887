// Empty: Lamina's UIGestureRecognizer declares its subclassing members in Swift (see module.modulemap).
