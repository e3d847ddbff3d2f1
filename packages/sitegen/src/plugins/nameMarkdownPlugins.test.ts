import remarkParse from 'remark-parse';
import { type Transformer, unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { MarkdownPluginError, nameMarkdownPlugins } from './nameMarkdownPlugins.js';

// async: a plugin's set-up runs (and throws) as the processor freezes, before `process` returns
const process = async (plugins: ReturnType<typeof nameMarkdownPlugins>, file = new VFile({ value: '# Hi' })) =>
  unified()
    .use(remarkParse)
    .use(plugins)
    .use(function compiler(this: { compiler?: unknown }) {
      this.compiler = () => 'done';
    })
    .process(file);

describe('nameMarkdownPlugins', () => {
  it('names the plugin and who listed it when its transformer throws', async () => {
    function remarkBroken() {
      return () => {
        throw new Error('bad tree');
      };
    }
    const error = await process(nameMarkdownPlugins([remarkBroken], 'markdown.remarkPlugins', 'remark')).catch((cause: unknown) => cause);
    expect(error).toBeInstanceOf(MarkdownPluginError);
    expect((error as Error).message).toMatch(/^the remark plugin remarkBroken \(markdown\.remarkPlugins\) threw: bad tree \(at /);
  });

  it('names a plugin that leaves a malformed tree, returned, changed in place, resolved or passed on', async () => {
    // a transformer as a plugin may write it, typed or not
    const malformed = async (transformer: unknown): Promise<string> => {
      function remarkBad(): Transformer {
        return transformer as Transformer;
      }
      const error = await process(nameMarkdownPlugins([remarkBad], "the plugin 'bad-nodes'", 'remark')).catch((cause: unknown) => cause);
      expect(error).toBeInstanceOf(MarkdownPluginError);
      return (error as Error).message;
    };
    expect(await malformed(() => ({ type: 'root', children: null }))).toBe(
      "the remark plugin remarkBad (the plugin 'bad-nodes') left a malformed tree: root (root) has children that are null, not a list",
    );
    expect(
      await malformed((tree: { children: unknown[] }) => {
        tree.children.push({ type: 'paragraph' });
      }),
    ).toBe("the remark plugin remarkBad (the plugin 'bad-nodes') left a malformed tree: root.children[1] (paragraph) has no children list");
    expect(await malformed(async () => ({ children: [] }))).toMatch(/left a malformed tree: root has no type/);
    expect(
      await malformed((_tree: unknown, _file: unknown, next: (error?: unknown, tree?: unknown) => void) => {
        next(undefined, { type: 'root', children: [null] });
      }),
    ).toMatch(/left a malformed tree: root.children\[0\] is null, not a node$/);
  });

  it('names a plugin that throws when it is set up with its options, and one that rejects', async () => {
    const strict = (options: { level: number }) => {
      if (options.level > 2) throw new Error('level out of range');
      return undefined;
    };
    const setUp = await process(nameMarkdownPlugins([[strict, { level: 3 }]], "the plugin 'x'", 'rehype')).catch((cause: unknown) => cause);
    expect((setUp as Error).message).toMatch(/^the rehype plugin strict \(the plugin 'x'\) threw: level out of range/);
    const rejecting = () => async () => {
      throw new Error('later');
    };
    const rejected = await process(nameMarkdownPlugins([rejecting], 'markdown.remarkPlugins', 'remark')).catch((cause: unknown) => cause);
    expect((rejected as Error).message).toMatch(/threw: later/);
  });

  it('keeps what a transformer does, its options and a callback-style transformer working', async () => {
    const seen: string[] = [];
    const sync = (options: { tag: string }) => () => {
      seen.push(`sync ${options.tag}`);
    };
    const callback = () => (_tree: unknown, _file: unknown, next: () => void) => {
      seen.push('callback');
      setTimeout(next, 1);
    };
    await process(nameMarkdownPlugins([[sync, { tag: 'a' }], callback], 'markdown.remarkPlugins', 'remark'));
    expect(seen).toEqual(['sync a', 'callback']);
  });

  it('leaves a message the plugin reported through file.fail as it is', async () => {
    const failing = () => (_tree: unknown, file: VFile) => {
      file.fail('no heading allowed', undefined, 'remark-lint:no-heading');
    };
    const file = new VFile({ value: '# Hi' });
    const error = await process(nameMarkdownPlugins([failing], 'markdown.remarkPlugins', 'remark'), file).catch((cause: unknown) => cause);
    expect(error).not.toBeInstanceOf(MarkdownPluginError);
    expect(file.messages[0]?.reason).toBe('no heading allowed');
  });
});
