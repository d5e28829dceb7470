import { Module } from '@nestjs/common';
import { ProfileController } from './profile.controller.js';
import { UserOrganizations } from './user-organizations.js';

@Module({ controllers: [ProfileController], providers: [UserOrganizations] })
export class ProfileModule {}
