// SVG charts from plain series.
