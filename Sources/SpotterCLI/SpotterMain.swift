import ArgumentParser
import Foundation

/// Runs the command line and turns every outcome into the exit status of README.md#commands:
/// 0 success, 1 content errors, 2 usage errors (argument-parser's own 64 is mapped).
public enum SpotterMain {
    public static func run(_ arguments: [String]) async -> Int32 {
        let command: ParsableCommand
        do {
            command = try SpotterCommand.parseAsRoot(arguments)
        } catch {
            let code = SpotterCommand.exitCode(for: error)
            let message = SpotterCommand.fullMessage(for: error)
            if code == .success {
                print(message)
                return 0
            }
            FileHandle.standardError.write(Data((message + "\n").utf8))
            return 2
        }
        do {
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                var syncCommand = command
                try syncCommand.run()
            }
            return 0
        } catch let exit as ExitCode {
            return exit.rawValue
        } catch {
            let code = SpotterCommand.exitCode(for: error)
            FileHandle.standardError.write(Data((SpotterCommand.fullMessage(for: error) + "\n").utf8))
            return code == .validationFailure ? 2 : code.rawValue
        }
    }
}
