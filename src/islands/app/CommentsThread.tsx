// The comment thread of a file in the details panel (requirements X28), loaded on demand: the
// comments oldest first, a field to post, and Edit and Delete where the server says so. Comment
// text is rendered as text nodes; only http and https addresses become links (security K38).
import { useEffect, useId, useState, type ReactElement } from 'react';
import { messageText } from '../../lib/api/messages.ts';
import type { AccessContext } from '../../lib/files/access.ts';
import { COMMENT_MAX, commentRights, commentSegments } from '../../lib/files/comments.ts';
import {
  commentError,
  deleteComment,
  loadComments,
  postComment,
  saveComment,
} from '../../lib/explorer/comment-calls.ts';
import {
  withComment,
  withCount,
  withoutComment,
  type Comment,
} from '../../lib/explorer/comment-thread.ts';
import { formatUpdated } from '../../lib/explorer/dates.ts';
import type { ExplorerItem } from '../../lib/explorer/items.ts';
import { Button } from '../ui/Button.tsx';
import { InlineMessage } from '../ui/InlineMessage.tsx';
import { useApp } from './context.ts';
import './comments.css';

/** Props of `CommentsThread`. */
export interface CommentsThreadProps {
  readonly item: ExplorerItem;
  readonly access: AccessContext;
}

/** The text of a comment: plain runs and safe links. */
function CommentText({ text }: { readonly text: string }): ReactElement {
  return (
    <p className="fx-comment__text">
      {commentSegments(text).map((segment, i) =>
        segment.kind === 'link' ? (
          <a key={i} href={segment.href} target="_blank" rel="noopener noreferrer">
            {segment.text}
          </a>
        ) : (
          <span key={i}>{segment.text}</span>
        ),
      )}
    </p>
  );
}

/** A text box with its counter, for posting and editing. */
function CommentField(props: {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly autoFocus?: boolean;
}): ReactElement {
  const { t } = useApp();
  const id = useId();
  const used = Array.from(props.value.trim()).length;
  return (
    <div className="fx-comment-field">
      <label htmlFor={id}>{props.label}</label>
      <textarea
        id={id}
        rows={3}
        value={props.value}
        autoFocus={props.autoFocus}
        aria-describedby={`${id}-count`}
        onChange={(event) => {
          props.onChange(event.target.value);
        }}
      />
      <span
        id={`${id}-count`}
        className={`fx-comment-field__count${used > COMMENT_MAX ? ' is-over' : ''}`}
      >
        {t('files.comments.count', { used: String(used), max: String(COMMENT_MAX) })}
      </span>
    </div>
  );
}

/** One comment with its Edit and Delete. */
function CommentView(props: {
  readonly comment: Comment;
  readonly onSaved: (comment: Comment) => void;
  readonly onRemoved: (id: number, count: number) => void;
}): ReactElement {
  const { runtime, t, locale } = useApp();
  const { comment } = props;
  const [draft, setDraft] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const fail = (failure: unknown): void => {
    const message = commentError(failure);
    if (message !== null) setError(messageText(message, t));
  };
  const save = async (): Promise<void> => {
    if (draft === null) return;
    setBusy(true);
    try {
      const answer = await saveComment(runtime.client, comment.id, draft);
      if (answer.comment !== undefined) props.onSaved(answer.comment);
      setDraft(null);
      setError(null);
    } catch (failure) {
      fail(failure); // the draft stays as typed
    } finally {
      setBusy(false);
    }
  };
  const remove = async (): Promise<void> => {
    setBusy(true);
    try {
      props.onRemoved(comment.id, await deleteComment(runtime.client, comment.id));
    } catch (failure) {
      fail(failure);
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <li className="fx-comment" data-testid="comment">
      <p className="fx-comment__meta">
        <strong>{comment.author}</strong> <span>{formatUpdated(locale, comment.created_at)}</span>
        {comment.edited_at !== null && <span> · {t('files.comments.edited')}</span>}
      </p>
      {draft === null ? (
        <CommentText text={comment.text} />
      ) : (
        <CommentField
          label={t('files.comments.editLabel')}
          value={draft}
          onChange={setDraft}
          autoFocus
        />
      )}
      {error !== null && <InlineMessage>{error}</InlineMessage>}
      <div className="fx-comment__actions">
        {draft !== null ? (
          <>
            <Button busy={busy} onClick={() => void save()}>
              {t('files.comments.save')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setDraft(null);
                setError(null);
              }}
            >
              {t('files.comments.cancel')}
            </Button>
          </>
        ) : confirming ? (
          <>
            <span>{t('files.comments.confirmDelete')}</span>
            <Button busy={busy} onClick={() => void remove()}>
              {t('files.comments.yesDelete')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setConfirming(false);
              }}
            >
              {t('files.comments.cancel')}
            </Button>
          </>
        ) : (
          <>
            {comment.may_edit && (
              <Button
                variant="link"
                aria-label={t('files.comments.editOf', { author: comment.author })}
                onClick={() => {
                  setDraft(comment.text);
                }}
              >
                {t('files.comments.edit')}
              </Button>
            )}
            {comment.may_delete && (
              <Button
                variant="link"
                aria-label={t('files.comments.deleteOf', { author: comment.author })}
                onClick={() => {
                  setConfirming(true);
                }}
              >
                {t('files.comments.delete')}
              </Button>
            )}
          </>
        )}
      </div>
    </li>
  );
}

/** The thread; nothing for folders or where comments are off. */
export function CommentsThread({ item, access }: CommentsThreadProps): ReactElement | null {
  const { runtime, t } = useApp();
  const { client, explorer } = runtime;
  const titleId = useId();
  const rights = commentRights(access, item.commentCount !== undefined);
  const fileSeq = item.fileSeq ?? 0;
  const [comments, setComments] = useState<readonly Comment[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  const [posting, setPosting] = useState(false);
  const [postError, setPostError] = useState<string | null>(null);

  useEffect(() => {
    if (!rights.comment) return undefined;
    // The panel keys the thread by file, so each file starts from "loading".
    let live = true;
    loadComments(client, fileSeq).then(
      (list) => {
        if (live) setComments(list);
      },
      (failure: unknown) => {
        const message = commentError(failure);
        if (live && message !== null) setLoadError(messageText(message, t));
      },
    );
    return () => {
      live = false;
    };
  }, [client, fileSeq, rights.comment, t]);

  if (item.kind !== 'file' || item.commentCount === undefined) return null;

  const showCount = (count: number): void => {
    const current = explorer.$list.get();
    current?.replace((entry) => entry.key === item.key, withCount(item, count));
  };
  const post = async (): Promise<void> => {
    setPosting(true);
    try {
      const answer = await postComment(client, fileSeq, draft);
      const posted = answer.comment;
      if (posted !== undefined) setComments((list) => withComment(list ?? [], posted));
      setDraft('');
      setPostError(null);
      showCount(answer.count);
    } catch (failure) {
      // What was typed stays in the field.
      const message = commentError(failure);
      if (message !== null) setPostError(messageText(message, t));
    } finally {
      setPosting(false);
    }
  };

  return (
    <section className="fx-comments" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('files.comments.title')}</h3>
      {!rights.comment ? (
        <p className="fx-comments__note">{t('files.comments.notAllowed')}</p>
      ) : (
        <>
          {loadError !== null && <InlineMessage>{loadError}</InlineMessage>}
          {comments === null && loadError === null && (
            <p className="fx-comments__note">{t('files.comments.loading')}</p>
          )}
          {comments?.length === 0 && (
            <p className="fx-comments__note">{t('files.comments.none')}</p>
          )}
          {comments !== null && comments.length > 0 && (
            <ul className="fx-comments__list">
              {comments.map((comment) => (
                <CommentView
                  key={comment.id}
                  comment={comment}
                  onSaved={(saved) => {
                    setComments((list) => withComment(list ?? [], saved));
                  }}
                  onRemoved={(id, count) => {
                    setComments((list) => withoutComment(list ?? [], id));
                    showCount(count);
                  }}
                />
              ))}
            </ul>
          )}
          <form
            className="fx-comments__form"
            onSubmit={(event) => {
              event.preventDefault();
              void post();
            }}
          >
            <CommentField label={t('files.comments.add')} value={draft} onChange={setDraft} />
            {postError !== null && <InlineMessage>{postError}</InlineMessage>}
            <Button type="submit" busy={posting} unavailable={draft.trim() === ''}>
              {t('files.comments.post')}
            </Button>
          </form>
        </>
      )}
    </section>
  );
}
