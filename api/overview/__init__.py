"""The owner's overview (Overzicht): one answer with what a shop owner looks at first,
read from each domain through its read module. An orchestrator like api/releases: no
domain imports it."""
