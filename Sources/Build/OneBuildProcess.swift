import CMalloc
import TextAndDates

/// What a process that ends with its one build (`spotter build`) tells the allocator
/// before it builds. Such a process only grows: what it lets go of is left for the exit to
/// give back (`MemoryRelease.leaveToProcessEnd`, through `releaseElsewhere`), and glibc's
/// malloc is asked to grow its heaps by 64 MB at a time rather than by what each request
/// lacks (`M_TOP_PAD`): on a coach's site, a rebuild after one edit grew them in thousands
/// of small steps, each a system call. Setting it also keeps glibc's mmap threshold at its
/// starting 128 KiB (it is no longer raised after large blocks are freed, which this process
/// hardly does); the gain was measured with both. A preview server or a test never says it.
public enum OneBuildProcess {
    public static func begin() {
        MemoryRelease.leaveToProcessEnd()
        #if canImport(Glibc)
        _ = mallopt(M_TOP_PAD, 64 << 20)
        #endif
    }
}
