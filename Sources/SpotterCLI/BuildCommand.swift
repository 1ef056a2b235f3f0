import ArgumentParser
import Build
import Foundation

/// `spotter build`: check the content, then write the whole site, or nothing.
struct BuildCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the site into the output folder (default: SOURCE/public).",
        discussion: """
        Examples:
          spotter build                       # this folder's site, into public/
          spotter build --source my-training --output /tmp/site --quiet
          spotter build --include-private     # athletes with private: true too
        """
    )

    @OptionGroup var site: SiteOptions

    @Option(name: .long, help: "Where to write the site; replaced whole, only when the build succeeds.")
    var output: String?

    @Flag(name: .shortAndLong, help: "Print only problems, not the stages.")
    var quiet = false

    @Flag(help: "Build the pages of athletes marked `private: true` too; they are left out otherwise.")
    var includePrivate = false

    func run() async throws {
        let builder = SiteBuilder(sourceDirectory: site.source, outputDirectory: output, includePrivate: includePrivate)
        let progress = ProgressLine.standardError()
        let outcome = await builder.build(log: { line in
            progress.clear()
            if !quiet { Console.info(line) }
        }, progress: { rendered, total in if !quiet { progress.update(rendered: rendered, total: total) } })
        progress.clear()
        Console.report(outcome.diagnostics, source: site.source)
        if let failure = outcome.failure {
            Console.error("error: \(failure)")
            throw ExitCode(1)
        }
        if outcome.diagnostics.hasErrors {
            Console.error("build stopped: \(outcome.diagnostics.summary); nothing was written")
            throw ExitCode(1)
        }
        if !quiet { Console.info("Built \(outcome.filesWritten) files into \(builder.outputDirectory.path)") }
    }
}

/// `spotter check`: report every problem in the content and write nothing.
struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the content and list every problem; writes nothing.",
        discussion: """
        Examples:
          spotter check
          spotter check --source my-training  # in CI, problems become annotations
        """
    )

    @OptionGroup var site: SiteOptions

    func run() async throws {
        let outcome = await SiteBuilder(sourceDirectory: site.source).check()
        Console.report(outcome.diagnostics, source: site.source)
        Console.info(outcome.diagnostics.isEmpty ? "No problems found." : outcome.diagnostics.summary)
        if outcome.diagnostics.hasErrors { throw ExitCode(1) }
    }
}
