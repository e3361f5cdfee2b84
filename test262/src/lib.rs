//! cairn-test262: the conformance runner for ../shared/test262 and its reports.
