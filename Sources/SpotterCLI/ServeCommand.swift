import ArgumentParser
import Foundation
#if PreviewServer
import Serve
#endif

/// `spotter serve`: build into memory, serve on loopback, rebuild on every change and
/// reload open pages. Writes nothing; `spotter build` writes the site.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Preview the site: build it, serve it, and rebuild and reload pages when files change.",
        discussion: """
        The site is built into memory and served from there: nothing is written to the \
        output folder (use `spotter build` for that). Changes to content/, Templates/ \
        and site.yaml are rebuilt as they are saved; open pages reload themselves. While \
        the content has errors, the last good build is served with the errors over it. \
        Stop with Ctrl-C.

        Examples:
          spotter serve                       # http://127.0.0.1:8000/
          spotter serve --source my-training --port 0
        """
    )

    @OptionGroup var site: SiteOptions

    @Option(name: .long, help: "The port to listen on (0 picks a free one).")
    var port: UInt16 = 8000

    @Option(name: .long, help: "The address to listen on. Loopback by default; 0.0.0.0 shares the preview with your network.")
    var host: String = "127.0.0.1"

    #if PreviewServer
    func validate() throws {
        do {
            try PreviewServer.validate(host: host)
        } catch {
            throw ValidationError(String(describing: error))
        }
    }

    func run() async throws {
        try site.requireSite()
        let server = PreviewServer(
            options: PreviewServer.Options(sourceDirectory: site.source, host: host, port: port),
            log: PreviewServer.Log(info: { Console.info($0) }, problem: { Console.error($0) }))
        let url: URL
        do {
            url = try await server.start()
        } catch {
            Console.error("error: \(error)")
            throw ExitCode(1)
        }
        Console.info("Serving \(url.absoluteString) (Ctrl-C to stop)")
        if host != "127.0.0.1" && host != "localhost" && host != "::1" {
            Console.info("warning: listening on \(host): other machines on the network can read the preview")
        }
        await InterruptSignal.wait()
        Console.info("Stopping…")
        await server.stop()
    }
    #else
    /// The release archive's binary is built without the `PreviewServer` trait
    /// (Package.swift): the command is still listed, and says where to get it.
    func run() async throws {
        Console.error("""
            error: this spotter was built without the preview server (the release archive \
            leaves it out so that it needs nothing but the C library). Build Spotter from \
            source (`swift build -c release`) to use `spotter serve`; `spotter build` writes \
            the same site to open from disk.
            """)
        throw ExitCode(1)
    }
    #endif
}
