import ArgumentParser
import Build
import Foundation
import TextAndDates

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
          spotter build --no-cache            # a full build, whatever the build cache says
        """
    )

    @OptionGroup var site: SiteOptions

    @Option(name: .long, help: "Where to write the site; replaced whole, only when the build succeeds.")
    var output: String?

    @Flag(name: .shortAndLong, help: "Print only problems, not the stages.")
    var quiet = false

    @Flag(help: "Build the pages of athletes marked `private: true` too; they are left out otherwise.")
    var includePrivate = false

    @Flag(help: "Write into a folder Spotter did not make: its files are moved to OUTPUT.spotter-kept-N, never deleted.")
    var force = false

    @Option(name: .long, help: """
        The build cache (default: .NAME.spotter-cache beside the output folder), with which a build with nothing \
        changed since the last one (site files, templates, site.yaml, as-of day, Spotter) leaves the output as it \
        is; deleting it is safe. Only a folder Spotter made, or an empty or new one, is used.
        """)
    var cacheDir: String?

    @Flag(help: "Build everything, without reading or writing the build cache.")
    var noCache = false

    func run() async throws {
        try site.requireSite()
        var builder = SiteBuilder(sourceDirectory: site.source, outputDirectory: output, includePrivate: includePrivate,
                                  force: force)
        if !noCache {
            let folder = cacheDir.map { URL(fileURLWithPath: $0) }
                ?? BuildCache.defaultDirectory(forOutput: builder.outputDirectory)
            builder.cache = BuildCache(directory: folder, spotterVersion: SpotterVersion.description)
        }
        // This process ends with the build (`OneBuildProcess`).
        OneBuildProcess.begin()
        let progress = ProgressLine.standardError()
        let outcome = await builder.build(log: { line in
            progress.clear()
            if !quiet { Console.info(line) }
        }, progress: { rendered, total in if !quiet { progress.update(rendered: rendered, total: total) } })
        // What the build held (its record, every page's reads) is left to the process's end, not freed here.
        defer { releaseElsewhere(outcome) }
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
        if let kept = outcome.keptAside {
            Console.error("note: \(builder.outputDirectory.path) was not made by Spotter; its files were moved to \(kept)")
        }
        if let problem = outcome.cacheProblem { Console.error("warning: \(problem)") }
        if quiet { return }
        if outcome.upToDate {
            Console.info("Nothing changed: the \(outcome.filesWritten) files of \(builder.outputDirectory.path) are left as they were")
        } else {
            Console.info("Built \(outcome.filesWritten) files into \(builder.outputDirectory.path)")
        }
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
        try site.requireSite()
        let outcome = await SiteBuilder(sourceDirectory: site.source).check()
        Console.report(outcome.diagnostics, source: site.source)
        for path in outcome.listReplies { Console.info(SiteBuilder.listReplySentence(path)) }
        Console.info(outcome.diagnostics.isEmpty ? "No problems found." : outcome.diagnostics.summary)
        if outcome.diagnostics.hasErrors { throw ExitCode(1) }
    }
}
