/**
 * The to-do counters of the workbench home (`getWorkTodoCount`), in display order, composed from
 * each domain's public surface (`../<domain>/index.ts`) — never from a domain's internals.
 */
import type { TodoSource } from '../../core/todo';
import { appealTodos } from '../appeal';
import { manpowerTodo } from '../customer-service';
import { declareTodo } from '../declaration';
import { listingTodos } from '../land';
import { consultTodo } from '../policy';
import { feedbackTodo } from '../sys';
import { techTodos } from '../tech';

/** Every counter: consultations, declarations, appeals, listings, technology items, human chats, feedback. */
export const PENDING_WORK_SOURCES: readonly TodoSource[] = [consultTodo, declareTodo, ...appealTodos, ...listingTodos, ...techTodos, manpowerTodo, feedbackTodo];
