import { Injectable } from '@nestjs/common';

/** The one source of "now" for commands, so that the domain stays free of the clock. */
@Injectable()
export class Clock {
  now(): string {
    return new Date().toISOString();
  }
}
