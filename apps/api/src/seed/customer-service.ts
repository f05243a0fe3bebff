/** Demo content of the smart customer-service chat and its knowledge base (seeds 000 §4 "Human chat", §7). */
import type { Db } from '../db/client';
import { csChatContent, csChatRequire, csKnowledge, csSmartQuestion } from '../db/schema';
import { demoChats, demoKnowledge, demoSmartQuestions } from './content/customer-service';
import type { PortalSeedContext } from './portal-context';

const MINUTE = 60_000;

/**
 * Writes the demo content: the knowledge base (42 entries, 2 of them disabled), questions asked to
 * the robot (matched and unmatched), and human conversations — two ended ones (callcenter ↔ gr,
 * yyf ↔ qy) and one waiting request of gr. qy has no open request, so its 联系人工 starts a new
 * one. Runs once, inside the demo seed's transaction.
 * @returns counts for the start-up summary.
 * @throws Error when a demo user the content names is missing.
 */
export async function seedCustomerServiceDemo(db: Db, ctx: PortalSeedContext): Promise<Record<string, number>> {
  const userId = (userName: string): string => {
    const id = ctx.userIds.get(userName);
    if (!id) throw new Error(`customer-service seed: no demo user ${userName}`);
    return id;
  };

  const knowledge = await db
    .insert(csKnowledge)
    .values(
      demoKnowledge.map((k) => {
        const updatedAt = new Date(k.updatedAt);
        return {
          knoQuiz: k.knoQuiz,
          knoReply: k.knoReply,
          enableFlag: k.enableFlag ?? true,
          hitCount: k.hitCount,
          createdBy: userId('yyf'),
          createdAt: new Date(updatedAt.getTime() - 30 * 86_400_000),
          updatedAt,
        };
      }),
    )
    .returning({ id: csKnowledge.id, knoQuiz: csKnowledge.knoQuiz, knoReply: csKnowledge.knoReply });
  const byQuiz = new Map(knowledge.map((k) => [k.knoQuiz, k]));

  await db.insert(csSmartQuestion).values(
    demoSmartQuestions.map((q) => {
      const entry = q.knoQuiz ? byQuiz.get(q.knoQuiz) : undefined;
      if (q.knoQuiz && !entry) throw new Error(`customer-service seed: no knowledge entry ${q.knoQuiz}`);
      const createdAt = new Date(q.createdAt);
      return {
        question: q.question,
        matched: entry !== undefined,
        knowledgeId: entry?.id ?? null,
        answerContent: q.answerContent ?? entry?.knoReply ?? null,
        userId: q.userName ? userId(q.userName) : null,
        createdAt,
        replyTime: q.answerContent ? createdAt : null,
      };
    }),
  );

  let messages = 0;
  for (const chat of demoChats) {
    const createdAt = new Date(chat.createdAt);
    const user = userId(chat.userName);
    const staff = chat.staffUserName ? userId(chat.staffUserName) : null;
    const [request] = await db
      .insert(csChatRequire)
      .values({
        userId: user,
        question: chat.question,
        status: chat.status,
        staffId: staff,
        createdAt,
        acceptTime: chat.acceptAfter === undefined ? null : new Date(createdAt.getTime() + chat.acceptAfter * MINUTE),
        closeTime: chat.closeAfter === undefined ? null : new Date(createdAt.getTime() + chat.closeAfter * MINUTE),
      })
      .returning({ id: csChatRequire.id });
    if (!request) throw new Error('customer-service seed: request not inserted');
    // one insert per message, in order: contentId grows with the conversation
    for (const line of chat.lines) {
      await db.insert(csChatContent).values({
        requireId: request.id,
        sendUid: line.from === 'user' ? user : (staff ?? user),
        receiveUid: line.from === 'user' ? staff : user,
        content: line.content,
        createdAt: new Date(createdAt.getTime() + line.minute * MINUTE),
      });
      messages += 1;
    }
  }

  return {
    knowledge: knowledge.length,
    smartQuestions: demoSmartQuestions.length,
    chatRequests: demoChats.length,
    chatMessages: messages,
  };
}
