// Release benchmarks: `make bench`. Prints one JSON object per line.
//
// The view workload runs first, so the peak resident size it reports is its own (with the
// framework's start-up), not that of the benchmarks after it. The hour-long soak runs last.
let harness = Harness()
ViewBenchmarks.run(harness)
DrawingBenchmarks.run(harness)
TextBenchmarks.run(harness)
CompositorBenchmarks.run(harness)
LayerBenchmarks.run(harness)
DeepBenchmarks.run(harness)
AnimationBenchmarks.run(harness)
ParticleBenchmarks.run(harness)
EventBenchmarks.run(harness)
AutoLayoutBenchmarks.run(harness)
SoakBenchmarks.run(harness)
