/** Reads a server-sent event stream with fetch, for tests: events are queued and awaited by name. */
export interface EventStream {
  /** the data (JSON) of the next event of that name; earlier events of other names are dropped */
  next(name: string): Promise<unknown>;
  close(): void;
}

export async function openEventStream(url: string): Promise<EventStream> {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal });
  if (response.body === null) throw new Error(`no event stream at ${url}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const queue: { name: string; data: unknown }[] = [];
  let buffer = '';
  let waiting: (() => void) | undefined;

  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const name = /^event: (.*)$/m.exec(frame)?.[1];
          const data = /^data: (.*)$/m.exec(frame)?.[1];
          if (name !== undefined && data !== undefined) queue.push({ name, data: JSON.parse(data) as unknown });
        }
        waiting?.();
      }
    } catch {
      // aborted by close()
    }
  })();

  return {
    async next(name) {
      for (;;) {
        const index = queue.findIndex((event) => event.name === name);
        if (index !== -1) {
          const [event] = queue.splice(0, index + 1).slice(-1);
          return event?.data;
        }
        await new Promise<void>((resolve) => (waiting = resolve));
      }
    },
    close: () => controller.abort(),
  };
}
