import { t } from './strings.js';

/** 'This page crashed.' with every message of the error's `cause` chain, and a way to retry. */
export function errorChain(error: unknown): string[] {
  const messages: string[] = [];
  let current: unknown = error;
  while (current !== undefined && current !== null && messages.length < 10) {
    messages.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return messages;
}

export function CrashView({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="sg-crash" role="alert">
      <p className="sg-crash__title">{t('pageCrashed', 'This page crashed.')}</p>
      <ul className="sg-crash__messages">
        {errorChain(error).map((message, index) => (
          <li key={index}>{message}</li>
        ))}
      </ul>
      <button type="button" className="sg-button" onClick={onRetry}>
        {t('tryAgain', 'Try again')}
      </button>
    </div>
  );
}
