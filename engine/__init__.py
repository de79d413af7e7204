"""Pure game rules: no I/O, no asyncio, no clock. Randomness comes from an injected seed."""
