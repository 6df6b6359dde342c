import {
  CreateDateColumn,
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';
import { User } from '../users/user.entity';
import { Carpool } from './carpool.entity';

@Entity({ name: 'carpool_passengers' })
@Unique('UQ_carpool_passengers_carpool_user', ['carpoolId', 'userId'])
export class CarpoolPassenger {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  carpoolId: string;

  @ManyToOne(() => Carpool, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'carpoolId' })
  carpool?: Carpool;

  @Index()
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  @CreateDateColumn({ type: 'timestamptz' })
  joinedAt: Date;
}
