import a from "a"; import * as ns from "b"; import { c, d as e, "f g" as h } from "c"; import "d"; import j, { k } from "e"; import json from "./x.json" with { type: "json" };
