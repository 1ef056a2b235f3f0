// swift-tools-version: 6.1
// Spotter: a static-site and report generator for training data.
// The targets follow the pipeline: files → content → library → statistics → pages → output.
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "Spotter",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "spotter", targets: ["spotter"]),
    ],
    traits: [
        // `spotter serve`. On by default; scripts/package.sh builds the release archive
        // without it: FlyingFox links Foundation's networking, which a static binary can
        // only hold with libcurl and its own libraries (Kerberos, LDAP…) linked
        // statically, and Debian ships no static Kerberos or LDAP (docs/ci.md).
        .trait(name: "PreviewServer", description: "The preview server, `spotter serve` (FlyingFox)."),
        .default(enabledTraits: ["PreviewServer"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/yaslab/CSV.swift", from: "2.5.2"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // MARK: - Stages, bottom up
        .target(name: "Diagnostics", dependencies: ["TextAndDates"]),
        // Text and calendar helpers every stage may use: HTML escaping, zero padding, civil dates.
        .target(name: "TextAndDates", dependencies: ["ByteCodingMacros"]),
        // `@ByteCoded`: the build cache's binary form of a type, derived from its declaration.
        .macro(name: "ByteCodingMacros", dependencies: [
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
            .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        ]),
        .target(name: "TrainingModel", dependencies: ["TextAndDates"]),
        .target(name: "Notation", dependencies: ["TrainingModel"]),
        .systemLibrary(name: "CCMarkGFM", pkgConfig: "libcmark-gfm",
                       providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]),
        .target(name: "Markdown", dependencies: ["CCMarkGFM"]),
        // glibc's malloc.h, for `malloc_trim` (the build's spare scan, on a thread of its own).
        .systemLibrary(name: "CMalloc"),
        // Linux's renameat2(RENAME_EXCHANGE), for the output folder's swap in one step.
        .systemLibrary(name: "CRenameExchange"),
        .target(name: "Loading", dependencies: [
            "Diagnostics", "TrainingModel", "Notation", "Markdown", "TextAndDates",
            .product(name: "Yams", package: "Yams"),
            .product(name: "Collections", package: "swift-collections"),
        ]),
        .target(name: "Importing", dependencies: [
            "Diagnostics", "TrainingModel", "Notation", "TextAndDates",
            .product(name: "CSV", package: "CSV.swift"),
            .product(name: "Yams", package: "Yams"),
        ], resources: [.embedInCode("Vocabulary/exercise-names.yaml")]),
        .target(name: "Statistics", dependencies: ["TrainingModel", "TextAndDates"]),
        .target(name: "Charts", dependencies: ["TextAndDates"]),
        .target(name: "Templating", dependencies: ["TextAndDates"]),
        .target(name: "Rendering", dependencies: [
            "TrainingModel", "Statistics", "Markdown", "Charts", "Templating", "TextAndDates",
        ], resources: [.embedInCode("Theme")]),
        .target(name: "Build", dependencies: [
            "Diagnostics", "TrainingModel", "Loading", "Statistics", "Rendering", "Markdown", "CMalloc", "CRenameExchange",
        ]),
        .target(name: "Serve", dependencies: [
            "Build", "Diagnostics", "Loading", "Rendering", "TextAndDates",
            .product(name: "FlyingFox", package: "FlyingFox"),
            .product(name: "FlyingSocks", package: "FlyingFox"),
        ]),
        .target(name: "SpotterCLI", dependencies: [
            "Build", "Diagnostics", "Importing", "Loading", "Markdown", "TextAndDates",
            .target(name: "Serve", condition: .when(traits: ["PreviewServer"])),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "spotter", dependencies: ["SpotterCLI"]),

        // MARK: - Benchmarks (scripts/bench/)
        .executableTarget(name: "render-instructions", dependencies: ["Rendering", "TrainingModel"],
                          path: "Benchmarks/RenderInstructions"),

        // MARK: - Tests, one folder per stage
        .target(name: "TestSupport", dependencies: ["Diagnostics", "TrainingModel"], path: "Tests/TestSupport"),
        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics"]),
        .testTarget(name: "TextAndDatesTests", dependencies: ["TextAndDates", "TestSupport"]),
        .testTarget(name: "TrainingModelTests", dependencies: [
            "TrainingModel",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "NotationTests", dependencies: [
            "Notation", "TrainingModel", "TestSupport",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "MarkdownTests", dependencies: [
            "Markdown",
            "TestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "LoadingTests", dependencies: ["Loading", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "ImportingTests", dependencies: [
            // Loading: what an import writes must load without a diagnostic (ImportCheckPropertyTests);
            // Statistics: its figures follow docs/statistics.md (ImportedStatisticsTests).
            "Importing", "Loading", "Statistics", "TestSupport",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ], exclude: ["Fixtures"]),
        .testTarget(name: "StatisticsTests", dependencies: ["Statistics", "Loading", "TestSupport"]),
        .testTarget(name: "TemplatingTests", dependencies: [
            "Templating",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "ChartsTests", dependencies: ["Charts"], exclude: ["Golden"]),
        .testTarget(name: "RenderingTests", dependencies: ["Rendering", "TestSupport", "Templating"],
                    exclude: ["Golden", "Sheets/Golden", "Centre/Golden"]),
        .testTarget(name: "BuildTests", dependencies: [
            "Build", "Markdown", "SpotterCLI", "TestSupport",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ], exclude: ["Fixtures"]),
        .testTarget(name: "ServeTests", dependencies: [
            "Serve", "Build", "Loading", "TestSupport",
            .product(name: "FlyingSocks", package: "FlyingFox"),
        ]),
    ]
)
