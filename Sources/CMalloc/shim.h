// glibc's malloc.h: `spotter build` has the heaps grow in large steps
// (mallopt, Sources/Build/OneBuildProcess.swift). Empty where there is no such header.
#if __has_include(<malloc.h>)
#include <malloc.h>
#endif
