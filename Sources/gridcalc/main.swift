// gridcalc: the command line. Arguments -> GridCore -> table / JSON / CSV / SVG; nothing else.
// Everything is decided (Dispatch.swift) before anything is written (Outcome.swift).

runGridcalc(CommandLine.arguments.dropFirst()).emitAndExit()
