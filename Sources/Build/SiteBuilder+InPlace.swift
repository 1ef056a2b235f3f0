import Foundation
import Loading
import TextAndDates

/// The end of a partial rebuild (`PartialRebuild`): the files it wrote aside are renamed into
/// the output folder and what the new site lacks is removed (`OutputWriter.moveIn`), then the
/// output's record is worked out from what it did (`BuildCache+WrittenInto`).
extension SiteBuilder {
    func finishInPlace(_ writer: OutputWriter, _ site: StagedOnFirstFile, base: PartialRebuild.Base, check: CacheCheck,
                       outcome: Outcome, log: (String) -> Void) -> Outcome {
        var outcome = outcome
        var clock = StageClock(total: Self.stageCount, finished: Self.stageCount - 1)
        var files = site.hashes
        files[OutputWriter.markerName] = ContentHash(OutputWriter.markerText)
        let moved = site.madeFiles, recorded = base.outputs, newSite = files
        // What the renames change, worked out on one core while the other makes the rebuild
        // record's bytes, which nothing the renames do changes.
        let ((folders, gone, goneFolders), record) = concurrently({
            var folders = Set<String>()
            for path in newSite.keys {
                var folder = Substring(path)
                while let slash = folder.utf8.lastIndex(of: UInt8(ascii: "/")) {
                    folder = folder[..<slash]
                    guard folders.insert(String(folder)).inserted else { break }
                }
            }
            let gone = recorded.filter { $0.size >= 0 && newSite.value(exactly: $0.path) == nil }.map(\.path)
            return (folders, gone, recorded.filter { $0.size < 0 && !folders.containsExactly($0.path) }.map(\.path))
        }, { [outcome, inputs = check.inputs] in inputs.map { Self.rebuildRecordBytes(outcome, inputs: $0) } })
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
                                                                                written: files, into: into, encodedRecord: record)
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
