import Foundation
import Loading
import TextAndDates

/// The end of a partial rebuild (`PartialRebuild`): the files it wrote aside are renamed into
/// the output folder and what the new site lacks is removed (`OutputWriter.moveIn`), then the
/// output's record is scanned from what it did, looking only at what changed (`BuildCache+WrittenInto`).
extension SiteBuilder {
    func finishInPlace(_ writer: OutputWriter, _ site: StagedOnFirstFile, base: PartialRebuild.Base, check: CacheCheck,
                       outcome: Outcome, log: (String) -> Void) -> Outcome {
        var outcome = outcome
        var clock = StageClock(total: Self.stageCount, finished: Self.stageCount - 1)
        var files = site.hashes
        files[OutputWriter.markerName] = ContentHash(OutputWriter.markerText)
        let moved = site.madeFiles, recorded = base.outputs
        // The rebuild record's bytes, which nothing the renames do changes, made on a thread of
        // their own while this one renames and works out the output's record and the manifest.
        let record = OnItsOwnThread { [outcome, inputs = check.inputs ?? []] in Self.rebuildRecordBytes(outcome, inputs: inputs) }
        // What the renames change.
        var folders = Set<String>(minimumCapacity: files.count)
        for path in files.keys {
            var folder = Substring(path)
            while let slash = folder.utf8.lastIndex(of: UInt8(ascii: "/")) {
                folder = folder[..<slash]
                guard folders.insert(String(folder)).inserted else { break }
            }
        }
        let gone = recorded.filter { $0.size >= 0 && files.value(exactly: $0.path) == nil }.map(\.path)
        let goneFolders = recorded.filter { $0.size < 0 && !folders.containsExactly($0.path) }.map(\.path)
        // The files rendered with the bytes recorded are not written: the check's scan found
        // them in the output as recorded, as it found the kept pages (`PartialRebuild.difference`).
        let folder = BuildCache.inode(outputDirectory)
        do {
            let done = try writer.moveIn(moved.sorted(), from: site.staging, removing: gone, folders: goneFolders,
                                         beforeFirstChange: check.cache.forgetManifest)
            log(clock.finish("Writing \(outputDirectory.path)", "\(outcome.filesWritten.counted("file")): \(moved.count) written, "
                             + "\(gone.count + goneFolders.count - done.keptFolders.count) removed"))
            let into = BuildCache.WrittenInto(recorded: recorded, scanned: base.outputsScanned, files: files, folders: folders,
                                              moved: moved, removed: gone + goneFolders.filter { !done.keptFolders.contains($0) },
                                              madeFolders: done.madeFolders)
            (outcome.cacheProblem, outcome.outputRecordWorkedOut) = recordCache(check, outcome: outcome, folder: folder,
                                                                                written: files, into: into,
                                                                                encodedRecord: { record.value })
        } catch let problem as OutputWriter.NotAsRecorded {
            site.staging?.removeFolder()
            outcome.notAsRecorded = "\(outputDirectory.path)/\(problem.path) is not as the last build left it"
            outcome.filesWritten = 0
        } catch {
            site.staging?.removeFolder()
            outcome.failure = String(describing: error)
            outcome.filesWritten = 0
        }
        return outcome
    }
}
