import { Global, Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { JwtStrategy } from './jwt.strategy.js';
import { Tokens } from './tokens.js';

@Global()
@Module({ imports: [PassportModule], providers: [JwtStrategy, Tokens], exports: [Tokens] })
export class AuthModule {}
