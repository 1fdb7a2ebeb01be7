print("viewruntime-bench: not written yet")
