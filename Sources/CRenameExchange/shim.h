// Linux's renameat2 with RENAME_EXCHANGE: two paths swapped in one step, so the output
// folder is never missing during a build's swap (Sources/Build/OutputWriter.swift).
// glibc declares `renameat2` only with _GNU_SOURCE, which Swift's Glibc module does not
// set: the system call is made directly. Elsewhere, or on a kernel or file system without
// it, the call fails (ENOSYS, EINVAL) and the writer swaps with two renames instead.
#ifndef SPOTTER_RENAME_EXCHANGE_H
#define SPOTTER_RENAME_EXCHANGE_H
#include <errno.h>
#if __has_include(<sys/syscall.h>)
#include <fcntl.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

static inline int spotter_rename_exchange(const char *first, const char *second) {
#if defined(SYS_renameat2)
    return (int)syscall(SYS_renameat2, AT_FDCWD, first, AT_FDCWD, second, 1 << 1 /* RENAME_EXCHANGE */);
#else
    (void)first;
    (void)second;
    errno = ENOSYS;
    return -1;
#endif
}
#endif
