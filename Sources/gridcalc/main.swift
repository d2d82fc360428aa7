// gridcalc: the command line. Everything it does lives in GridcalcCLI; this only runs it and exits.
import GridcalcCLI

GridcalcTool.main(CommandLine.arguments.dropFirst())
