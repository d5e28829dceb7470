import { type Actor, type StudentClaims, type UserClaims, actorFromClaims } from '@checkin/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-jwt';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { tokenFromRequest } from './token-extractor.js';
import { appSecretKey } from './tokens.js';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super({ jwtFromRequest: tokenFromRequest, secretOrKey: appSecretKey(config) as never, algorithms: ['HS256'] });
  }

  validate(claims: StudentClaims | UserClaims): Actor {
    return actorFromClaims(claims);
  }
}
