import type { TimelineMessage } from '../types/provider-types';
import {
  optionalBoolean,
  optionalNumber,
  optionalObject,
  optionalString,
  optionalStringArray,
  requireIdentified,
} from '../validation/rules';
import type { KitContext } from './kit-context';

/** TIMELINE-1. */
export interface TimelineRequest {
  limit?: number;
  oldestSeenTimelineOrderedKey?: string;
  skipLimit?: boolean;
  streamClassNames?: string[];
  archiveUserTimelineMessages?: boolean;
  selectEditorReceiptsOnly?: boolean;
}

export interface TimelinePage {
  messages: TimelineMessage[];
  has_more: boolean;
}

export function timelineOperations(ctx: KitContext) {
  const { api } = ctx;

  return {
    async getTimeline(request: TimelineRequest = {}): Promise<TimelinePage> {
      const fields = optionalObject('request', request) ?? {};
      return api.request({
        method: 'GET',
        path: '/api/fidmarquesv3/timeline',
        auth: 'user',
        params: {
          limit: optionalNumber('limit', fields.limit),
          oldest_seen_timeline_ordered_key: optionalString(
            'oldestSeenTimelineOrderedKey',
            fields.oldestSeenTimelineOrderedKey,
          ),
          skip_limit: optionalBoolean('skipLimit', fields.skipLimit),
          stream_class_names: optionalStringArray('streamClassNames', fields.streamClassNames),
          archive_user_timeline_messages: optionalBoolean(
            'archiveUserTimelineMessages',
            fields.archiveUserTimelineMessages,
          ),
          select_editor_receipts_only: optionalBoolean('selectEditorReceiptsOnly', fields.selectEditorReceiptsOnly),
        },
      });
    },

    /** Archives every message of the user's timeline. */
    async archiveMessages(): Promise<{ archived: number }> {
      return api.request({ method: 'POST', path: '/api/fidmarquesv3/timeline/archives', auth: 'user' });
    },

    async archiveMessage(message: { identifier: string }): Promise<{ archived: number }> {
      return api.request({
        method: 'POST',
        path: '/api/fidmarquesv3/timeline/archive_message',
        auth: 'user',
        params: { message_identifier: requireIdentified('message', message) },
      });
    },
  };
}

export type TimelineOperations = ReturnType<typeof timelineOperations>;
