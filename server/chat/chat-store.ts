// Chat history in private.chat_message. Every statement filters by the owner (family and
// account), so one member never reads or changes another's conversation.
import type postgres from 'postgres';
import type { Sql } from 'postgres';
import type { ChatMessage } from '#domain/chat/chat-message.ts';
import type { Proposal, ProposalStatus } from '#domain/chat/proposals.ts';

export type ChatOwner = { familyID: string; userID: string };

type Row = {
  message_id: string;
  sender: 'user' | 'assistant';
  content: string;
  proposals: Proposal[];
  created_at: Date;
};

// Proposals are plain JSON (args came through JSON from the model); postgres.js wants that said.
const asJson = (proposals: readonly Proposal[]) =>
  JSON.parse(JSON.stringify(proposals)) as postgres.JSONValue;

function toMessage(row: Row): ChatMessage {
  return {
    message_id: row.message_id,
    id: row.message_id,
    content: row.content,
    sender: row.sender,
    created_at: row.created_at.getTime(),
    proposals: row.proposals,
  };
}

/** The latest messages, oldest first. */
export async function listMessages(sql: Sql, owner: ChatOwner, limit = 200) {
  const rows = await sql<Row[]>`
    SELECT message_id, sender, content, proposals, created_at FROM (
      SELECT * FROM private.chat_message
       WHERE family_id = ${owner.familyID} AND user_id = ${owner.userID}
       ORDER BY created_at DESC, message_id DESC LIMIT ${limit}
    ) latest ORDER BY created_at ASC, message_id ASC`;
  return rows.map(toMessage);
}

export async function saveMessage(
  sql: Sql,
  owner: ChatOwner,
  message: { sender: 'user' | 'assistant'; content: string; proposals?: Proposal[] },
): Promise<ChatMessage> {
  const [row] = await sql<Row[]>`
    INSERT INTO private.chat_message (message_id, family_id, user_id, sender, content, proposals)
    VALUES (${crypto.randomUUID()}, ${owner.familyID}, ${owner.userID}, ${message.sender},
            ${message.content}, ${sql.json(asJson(message.proposals ?? []))})
    RETURNING message_id, sender, content, proposals, created_at`;
  return toMessage(row!);
}

/** The proposal and the message holding it, locked for the rest of the transaction. */
export async function lockProposal(sql: Sql, owner: ChatOwner, proposalID: string) {
  const [row] = await sql<Row[]>`
    SELECT message_id, sender, content, proposals, created_at FROM private.chat_message
     WHERE family_id = ${owner.familyID} AND user_id = ${owner.userID}
       AND proposals @> ${sql.json([{ proposal_id: proposalID }])}
     FOR UPDATE`;
  if (!row) return null;
  const proposal = row.proposals.find((p) => p.proposal_id === proposalID);
  return proposal ? { message: toMessage(row), proposal } : null;
}

export async function setProposalStatus(
  sql: Sql,
  owner: ChatOwner,
  messageID: string,
  proposals: readonly Proposal[],
  proposalID: string,
  status: ProposalStatus,
): Promise<Proposal[]> {
  const next = proposals.map((p) => (p.proposal_id === proposalID ? { ...p, status } : p));
  await sql`
    UPDATE private.chat_message SET proposals = ${sql.json(asJson(next))}
     WHERE message_id = ${messageID} AND family_id = ${owner.familyID} AND user_id = ${owner.userID}`;
  return next;
}
