import Foundation
import SpotterCLI

exit(await SpotterMain.run(Array(CommandLine.arguments.dropFirst())))
