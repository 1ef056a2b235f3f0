print("spotter")
