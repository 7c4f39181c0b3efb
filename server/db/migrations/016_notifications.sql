-- Notifications (issue 18): who follows which request, what each follower was told, how each user
-- wants to hear, and the mails to send. Everything here is written in the transaction of the change
-- it is about (server/notifications/notify.ts): a rolled-back change leaves no notification and no
-- mail, a committed one leaves both.

-- How a user hears of changes to requests they follow (the contract's NotificationDelivery).
ALTER TABLE users
  ADD COLUMN notification_delivery text NOT NULL DEFAULT 'inAppAndEmail'
    CHECK (notification_delivery IN ('inApp', 'inAppAndEmail', 'inAppAndDailyDigest', 'none')),
  -- Up to when the daily digest has covered the user's notifications (null: never sent).
  ADD COLUMN digest_sent_until timestamptz;

CREATE TABLE request_followers (
  request_id  integer NOT NULL REFERENCES image_requests (id),
  user_id     uuid NOT NULL REFERENCES users (id),
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (request_id, user_id)
);
CREATE INDEX request_followers_user_idx ON request_followers (user_id);

-- The creators of existing requests follow them, as the creator of a new one does.
INSERT INTO request_followers (request_id, user_id)
SELECT id, created_by_id FROM image_requests;

CREATE TABLE notifications (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id       uuid NOT NULL REFERENCES users (id),
  request_id    integer NOT NULL REFERENCES image_requests (id),
  -- The request's name when it happened (a notification reads the same after a rename).
  request_name  text NOT NULL,
  activity      text NOT NULL
                  CHECK (activity IN ('statusChanged', 'noteAdded', 'attachmentAdded', 'requestRemoved')),
  text          text NOT NULL,
  actor_id      uuid,
  actor_name    text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT clock_timestamp(),
  read_at       timestamptz
);
CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC, id DESC);
CREATE INDEX notifications_unread_idx ON notifications (user_id, created_at) WHERE read_at IS NULL;

-- The transactional outbox: one row per mail to send, delivered by server/mail/outboxSender.ts.
CREATE TABLE mail_outbox (
  id               bigserial PRIMARY KEY,
  -- What the mail is for ('notification:<uuid>', 'digest:<user>:<day>', ...): the same mail is
  -- never queued twice.
  dedupe_key       text NOT NULL UNIQUE,
  recipient        text NOT NULL,
  subject          text NOT NULL,
  text             text NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  attempts         integer NOT NULL DEFAULT 0,
  next_attempt_at  timestamptz NOT NULL DEFAULT now(),
  sent_at          timestamptz,
  -- Given up on after the last attempt (the mail stays, with its last_error, for an operator).
  failed_at        timestamptz,
  last_error       text
);
-- The sender's claim: the due, unsent rows in order.
CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at)
  WHERE sent_at IS NULL AND failed_at IS NULL;
