import Build
