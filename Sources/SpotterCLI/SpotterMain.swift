import ArgumentParser
import Foundation
import Loading

/// Runs the command line and turns every outcome into the exit status of README.md#commands:
/// 0 success, 1 content errors, 2 usage errors (argument-parser's own 64 is mapped).
public enum SpotterMain {
    public static func run(_ arguments: [String]) async -> Int32 {
        if let message = unknownSubcommand(arguments) {
            FileHandle.standardError.write(Data((message + "\n").utf8))
            return 2
        }
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

    /// `spotter chek`: without this, the word goes to the default subcommand, `build`,
    /// which prints its own usage. No subcommand takes a word first, so a first
    /// argument that is not an option names a subcommand or is a mistake.
    static func unknownSubcommand(_ arguments: [String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-") else { return nil }
        let names = SpotterCommand.configuration.subcommands.map { $0._commandName } + ["help"]
        guard !names.contains(first) else { return nil }
        let known = "The commands are " + names.dropLast().map { "`\($0)`" }.joined(separator: ", ")
            + "; `spotter --help` describes them."
        guard let suggestion = Suggestions.closest(to: first, in: names, names: .builtIn) else {
            return "error: `\(first)` is not a spotter command. \(known)"
        }
        return "error: `\(first)` is not a spotter command; did you mean `\(suggestion)`? \(known)"
    }
}
