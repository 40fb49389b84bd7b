"""Speed benchmarks through the public rules contract (`python -m bench.contract`)."""
