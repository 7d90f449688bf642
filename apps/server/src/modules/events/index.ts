import type { AppModule } from '../../context.js';

export {
  createEventsService,
  type DomainEvent,
  type DomainEvents,
  type DomainEventType,
  type EventHandler,
  type EventsService,
} from './events.service.js';
export { domainEvents } from './events.tables.js';

/** Domain events: no routes or GraphQL of its own; other modules publish and subscribe through the service. */
export const eventsModule: AppModule = { name: 'events' };
