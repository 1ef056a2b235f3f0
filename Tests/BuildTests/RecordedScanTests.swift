@testable import Build
import Foundation
import Testing
import TestSupport
import TextAndDates

/// A folder scanned from its record (`BuildCache.scanAsRecorded`): on random folders, each
/// changed in one random way after its record was made, the scan from the record is either
/// refused (the walk then scans) or exactly what a walk with no record finds; and it is
/// refused for every change of what the folder holds, made whether or not the record vouches
/// for the folders.
@Suite struct RecordedScanTests {
    /// What was done to a folder after its record was made.
    enum Change: CaseIterable {
        case none, fileRewritten, fileTouched, fileAdded, fileRemoved, folderAdded, emptyFolderRemoved,
             fileMadeAFolder, fileMadeALink, topFileAdded, nonASCIIFileAdded
        /// Whether the folder still holds the record's entries, each with its type.
        var keepsTheEntries: Bool { [.none, .fileRewritten, .fileTouched].contains(self) }
    }

    @Test func aFolderScannedFromItsRecordIsTheWalksScanOrRefused() throws {
        var random = SeededRandom(seed: 28)
        let cache = BuildCache(directory: URL(fileURLWithPath: "/nonexistent-cache"), spotterVersion: "test")
        for round in 0..<120 {
            let scratch = TemporaryFolder("spotter-recorded-scan")
            let root = scratch("site")
            let (files, folders) = try Self.makeTree(in: scratch, random: &random)
            let record = try #require(cache.scanOutput(root, previous: [], scanned: 0))
            #expect(record.count == files.count + folders.count)
            let change = Change.allCases[round % Change.allCases.count]
            try Self.apply(change, files: files, folders: folders, in: scratch, random: &random)
            // Vouching for the folders (a scan long after every change) or for none of them (a
            // scan before them: every folder is listed, every file read).
            for scanned in [Int64.max / 2, 0] {
                let descriptor = open(root.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
                defer { close(descriptor) }
                let fromRecord = cache.scanAsRecorded(root.path, descriptor: descriptor, previous: record, scanned: scanned,
                                                      written: { _ in nil }, isCancelled: { false })
                let walked = cache.scanOutput(root, previous: [], scanned: 0)
                if change.keepsTheEntries {
                    #expect(fromRecord != nil, "round \(round): \(change), scanned \(scanned)")
                } else {
                    #expect(fromRecord == nil, "round \(round): \(change), scanned \(scanned)")
                }
                if let fromRecord { #expect(fromRecord == walked, "round \(round): \(change)") }
                // What `scanOutput` answers, whichever way it scanned, is the walk's.
                #expect(cache.scanOutput(root, previous: record, scanned: scanned) == walked)
            }
        }
    }

    /// A record it cannot follow by its bytes is refused before anything is looked at: out of
    /// order, a path twice, or a path not all ASCII.
    @Test func aRecordNotInByteOrderOrNotASCIIIsRefused() throws {
        func entry(_ path: String) -> BuildCache.Input {
            BuildCache.Input(path: path, size: 1, modified: 1, changed: 1, inode: 1, hash: ContentHash())
        }
        #expect(BuildCache.inByteOrderAndWalkable(["a", "a-b", "a.b", "a/b", "ab", "b"].map(entry)))
        #expect(!BuildCache.inByteOrderAndWalkable(["a/b", "a-b"].map(entry)))
        #expect(!BuildCache.inByteOrderAndWalkable(["a", "a"].map(entry)))
        #expect(!BuildCache.inByteOrderAndWalkable(["ab", "a"].map(entry)))
        #expect(!BuildCache.inByteOrderAndWalkable(["a", "caf\u{E9}"].map(entry)))
        #expect(!BuildCache.inByteOrderAndWalkable(["\u{212A}"].map(entry)))
        // Paths a walk never finds: they could name what lies outside the folder.
        for path in ["/etc", "a//b", "a/", "./a", "a/./b", "a/../b", "..", "", "d/..\u{0}x", "a\nb", "a\u{7F}"] {
            #expect(!BuildCache.inByteOrderAndWalkable([entry(path)]), "\(path)")
        }
        #expect(BuildCache.inByteOrderAndWalkable(["..a", "a..", "a/.b", "a/b."].map(entry)))
    }

    /// An entry whose folder the record lacks is refused, even when everything recorded is
    /// there and every folder recorded is vouched for: the walk would not have found it.
    @Test func anEntryWhoseFolderIsNotRecordedIsRefused() throws {
        let scratch = TemporaryFolder("spotter-recorded-scan")
        try scratch.write("site/a/b/x.html", "x")
        try scratch.write("site/a/y.html", "y")
        let root = scratch("site")
        let cache = BuildCache(directory: URL(fileURLWithPath: "/nonexistent-cache"), spotterVersion: "test")
        let record = try #require(cache.scanOutput(root, previous: [], scanned: 0))
        #expect(record.map(\.path) == ["a", "a/b", "a/b/x.html", "a/y.html"])
        let descriptor = open(root.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        defer { close(descriptor) }
        func scanned(_ previous: [BuildCache.Input]) -> [BuildCache.Input]? {
            cache.scanAsRecorded(root.path, descriptor: descriptor, previous: previous, scanned: .max / 2,
                                 written: { _ in nil }, isCancelled: { false })
        }
        #expect(scanned(record) == record)
        #expect(scanned(record.filter { $0.path != "a/b" }) == nil)
        // Called off: no scan.
        #expect(cache.scanAsRecorded(root.path, descriptor: descriptor, previous: record, scanned: .max / 2,
                                     written: { _ in nil }, isCancelled: { true }) == nil)
    }

    /// A random tree under `site/`: names that share beginnings (`a`, `a-b`, `a.b`, `ab`), so
    /// that one folder's entries and another's interleave in byte order, files of a few sizes,
    /// empty folders. Its files and folders, site-relative.
    static func makeTree(in scratch: TemporaryFolder, random: inout SeededRandom) throws -> (files: [String], folders: [String]) {
        let names = ["a", "a-b", "a.b", "ab", "b", "index.html", "x.json"]
        var files: [String] = [], folders: [String] = []
        func fill(_ folder: String, depth: Int) throws {
            for name in names where Bool.random(using: &random) {
                let path = folder.isEmpty ? name : folder + "/" + name
                if depth < 3, Int.random(in: 0..<3, using: &random) == 0 {
                    try FileManager.default.createDirectory(at: scratch("site/" + path), withIntermediateDirectories: true)
                    folders.append(path)
                    try fill(path, depth: depth + 1)
                } else {
                    try scratch.write("site/" + path, String(repeating: "x", count: Int.random(in: 0..<40, using: &random)))
                    files.append(path)
                }
            }
        }
        try FileManager.default.createDirectory(at: scratch("site"), withIntermediateDirectories: true)
        try fill("", depth: 0)
        if files.isEmpty {
            try scratch.write("site/index.html", "home")
            files.append("index.html")
        }
        return (files, folders)
    }

    static func apply(_ change: Change, files: [String], folders: [String], in scratch: TemporaryFolder,
                      random: inout SeededRandom) throws {
        let manager = FileManager.default
        let file = files.randomElement(using: &random)!
        let folder = folders.randomElement(using: &random)
        switch change {
        case .none: break
        case .fileRewritten:
            let old = try Data(contentsOf: scratch("site/" + file))
            try scratch.write("site/" + file, Array(old) + Array("more".utf8))
        case .fileTouched:
            try manager.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000)],
                                      ofItemAtPath: scratch("site/" + file).path)
        case .fileAdded:
            try scratch.write("site/" + (folder.map { $0 + "/" } ?? "") + "new.html", "new")
        case .fileRemoved:
            try manager.removeItem(at: scratch("site/" + file))
        case .folderAdded:
            try manager.createDirectory(at: scratch("site/" + (folder.map { $0 + "/" } ?? "") + "new"),
                                        withIntermediateDirectories: true)
        case .emptyFolderRemoved:
            // A folder with nothing in it, made for the change (recorded in no scan), else a file removed.
            if let folder, (try manager.contentsOfDirectory(atPath: scratch("site/" + folder).path)).isEmpty {
                try manager.removeItem(at: scratch("site/" + folder))
            } else {
                try manager.removeItem(at: scratch("site/" + file))
            }
        case .fileMadeAFolder:
            try manager.removeItem(at: scratch("site/" + file))
            try manager.createDirectory(at: scratch("site/" + file), withIntermediateDirectories: true)
        case .fileMadeALink:
            try manager.removeItem(at: scratch("site/" + file))
            try manager.createSymbolicLink(atPath: scratch("site/" + file).path, withDestinationPath: "/etc/hostname")
        case .topFileAdded:
            try scratch.write("site/zz.html", "late")
        case .nonASCIIFileAdded:
            try scratch.write("site/" + (folder.map { $0 + "/" } ?? "") + "caf\u{E9}.html", "caf\u{E9}")
        }
    }
}
