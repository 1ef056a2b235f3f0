import CCMarkGFM
