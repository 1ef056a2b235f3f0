// glibc's malloc.h (malloc_trim): a build gives back what a thread of its own freed
// (Sources/Build/SpareScan.swift). Empty where there is no such header.
#if __has_include(<malloc.h>)
#include <malloc.h>
#endif
