/**
 * What a delete says once done, naming the record, as its question did ("Delete request …?").
 * Ours (the spec names none). The server answers with it; the client says it too when an
 * answer comes without a message.
 */
export const deletedMessages = {
  request: (name: string) => `Request ${name} deleted successfully`,
  submission: (alias: string) => `SSIF submission ${alias} deleted successfully`,
} as const;
