// A text message and what sends it, shared by the senders (a file of its own: no import cycle).
export type TextMessage = { to: string; body: string; familyUserID: string };

export type SmsSender = {
  /** 'outbox' tells the person nothing went to a real phone. */
  readonly via: 'twilio' | 'outbox';
  send(message: TextMessage): Promise<void>;
};
