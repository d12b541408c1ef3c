// V8's pace (src/cli/v8-pace.ts): every command that reads, analyzes and exits asks V8 to compile
// less; the two that keep running and answer requests keep V8's own. The build sets V8's flags
// back before it writes the code cache, which V8 refuses under other flags
// (test/cli/code-cache.test.ts checks that a start accepts it).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { COMMANDS } from '../../src/cli/main.js';

test("only the servers keep V8's own pace", () => {
  assert.deepEqual(COMMANDS.filter((cli) => cli.serves).map((cli) => cli.name).sort(), ['mcp', 'serve']);
});
