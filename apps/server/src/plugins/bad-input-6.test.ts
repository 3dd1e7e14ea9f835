import { badInputShard } from "../../test/bad-input.ts";

// One of six files over the routes (the shards run in parallel): see test/bad-input.ts.
badInputShard(6, 6);
