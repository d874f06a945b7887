// Release benchmarks: `make bench`. Prints one JSON object per line.
//
// The floor (a C program, its own process) runs first, then the view workload, so the peak
// resident size the workload reports is its own (with the framework's start-up), not that of
// the benchmarks after it; the workload's figures are then printed as ratios to the floor's.
// The hour-long soak runs last.
let harness = Harness()
let floor = FloorBenchmarks.run()
ViewBenchmarks.run(harness)
FloorBenchmarks.reportRatios(harness, floor: floor)
DrawingBenchmarks.run(harness)
TextBenchmarks.run(harness)
CompositorBenchmarks.run(harness)
LayerBenchmarks.run(harness)
DeepBenchmarks.run(harness)
AnimationBenchmarks.run(harness)
ParticleBenchmarks.run(harness)
EventBenchmarks.run(harness)
IdleBenchmarks.run(harness)
AutoLayoutBenchmarks.run(harness)
ScrollBenchmarks.run(harness)
ListBenchmarks.run(harness)
SoakBenchmarks.run(harness)
