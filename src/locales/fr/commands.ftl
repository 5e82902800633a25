# Commandes slash de Touchline : français.

# /jeux
cmd-games = jeux
cmd-games-desc = Les jeux auxquels on peut jouer ici.

# /règles
cmd-rules = règles
cmd-rules-desc = Comment se joue un jeu, et ses options.
cmd-rules-opt-game = jeu
cmd-rules-opt-game-desc = Quel jeu

# /jouer
cmd-play = jouer
cmd-play-desc = Lancer un match : contre les joueurs que vous nommez, à une table ouverte ou contre l'ordinateur.
cmd-play-opt-game = jeu
cmd-play-opt-game-desc = Quel jeu
cmd-play-opt-opponent = adversaire
cmd-play-opt-opponent-desc = Contre qui jouer ; laissez vide pour jouer contre l'ordinateur
cmd-play-opt-opponent2 = adversaire2
cmd-play-opt-opponent2-desc = Un autre joueur, pour les jeux à 3 ou plus
cmd-play-opt-opponent3 = adversaire3
cmd-play-opt-opponent3-desc = Un autre joueur, pour les jeux à 4 ou plus
cmd-play-opt-opponent4 = adversaire4
cmd-play-opt-opponent4-desc = Un autre joueur, pour les jeux à 5 ou plus
cmd-play-opt-opponent5 = adversaire5
cmd-play-opt-opponent5-desc = Un autre joueur, pour les jeux à 6 ou plus
cmd-play-opt-open = ouverte
cmd-play-opt-open-desc = Ouvrir une table que tout le monde peut rejoindre, au lieu de nommer des adversaires
cmd-play-opt-result_needed = sans_nul
cmd-play-opt-result_needed-desc = Match de coupe : pas de match nul (prolongation et tirs au but)
cmd-play-opt-timer = cadence
cmd-play-opt-timer-desc = Temps par coup
cmd-play-opt-on_timeout = temps_écoulé
cmd-play-opt-on_timeout-desc = Quand un joueur n'a plus de temps
cmd-play-opt-level = niveau
cmd-play-opt-level-desc = La force de l'ordinateur : contre toi, ou à ses places d'une table ouverte
cmd-play-opt-computers = ordinateurs
cmd-play-opt-computers-desc = Places gardées pour l'ordinateur à une table ouverte (il joue au `niveau` choisi)

# /match
cmd-match = match
cmd-match-desc = Le match de ce fil.

# /match état
cmd-match-status = état
cmd-match-status-desc = Où en est le match et qui doit jouer (visible par vous seul).

# /match plateau
cmd-match-board = plateau
cmd-match-board-desc = Afficher à nouveau le plateau actuel.

# /match abandonner
cmd-match-resign = abandonner
cmd-match-resign-desc = Abandonner le match de ce fil.

# /match revoir
cmd-match-replay = revoir
cmd-match-replay-desc = Revoir un match terminé : plateau final, sceau d'équité et, sur demande, un GIF animé.
cmd-match-replay-opt-match = match
cmd-match-replay-opt-match-desc = Le numéro du match (inutile dans le fil d'un match)
cmd-match-replay-opt-gif = gif
cmd-match-replay-opt-gif-desc = Joindre un GIF animé de tout le match

# /ligue
cmd-league = ligue
cmd-league-desc = Ligues : classement par saison.

# /ligue créer
cmd-league-create = créer
cmd-league-create-desc = Créer une ligue (admins).
cmd-league-create-opt-game = jeu
cmd-league-create-opt-game-desc = Quel jeu
cmd-league-create-opt-name = nom
cmd-league-create-opt-name-desc = Nom de la ligue
cmd-league-create-opt-legs = phases
cmd-league-create-opt-legs-desc = Phases : 1 = aller, 2 = aller-retour (par défaut 2)
cmd-league-create-opt-points = points
cmd-league-create-opt-points-desc = Points pour V-N-D (par défaut 3-1-0)
cmd-league-create-opt-tiebreak = départage
cmd-league-create-opt-tiebreak-desc = Comment départager les ex æquo (par défaut : football)
cmd-league-create-opt-timer = cadence
cmd-league-create-opt-timer-desc = Temps par coup
cmd-league-create-opt-on_timeout = temps_écoulé
cmd-league-create-opt-on_timeout-desc = Quand un joueur n'a plus de temps
cmd-league-create-opt-deadline_days = jours_de_délai
cmd-league-create-opt-deadline_days-desc = Jours par journée (par défaut : aucun délai)
cmd-league-create-opt-missed_deadline = délai_dépassé
cmd-league-create-opt-missed_deadline-desc = Effet d'un délai dépassé
cmd-league-create-opt-forfeit_score = score_forfait
cmd-league-create-opt-forfeit_score-desc = Score d'un forfait (par défaut 3, soit 3–0)
cmd-league-create-opt-division_of = ligue_dessus
cmd-league-create-opt-division_of-desc = La ligue au-dessus (pyramide)

# /ligue rejoindre
cmd-league-join = rejoindre
cmd-league-join-desc = Rejoindre une compétition à venir.
cmd-league-join-opt-name = nom
cmd-league-join-opt-name-desc = La compétition

# /ligue quitter
cmd-league-leave = quitter
cmd-league-leave-desc = Quitter une compétition à venir.
cmd-league-leave-opt-name = nom
cmd-league-leave-opt-name-desc = La compétition

# /ligue lancer
cmd-league-start = lancer
cmd-league-start-desc = Tirer le calendrier et lancer (admins).
cmd-league-start-opt-name = nom
cmd-league-start-opt-name-desc = La compétition

# /ligue classement
cmd-league-table = classement
cmd-league-table-desc = Le classement, en image et en texte.
cmd-league-table-opt-name = nom
cmd-league-table-opt-name-desc = La compétition

# /ligue calendrier
cmd-league-fixtures = calendrier
cmd-league-fixtures-desc = Les matchs, journée par journée.
cmd-league-fixtures-opt-name = nom
cmd-league-fixtures-opt-name-desc = La compétition
cmd-league-fixtures-opt-round = journée
cmd-league-fixtures-opt-round-desc = Quelle journée (par défaut : actuelle)

# /ligue jouer
cmd-league-play = jouer
cmd-league-play-desc = Jouer votre prochain match quand les deux sont prêts.
cmd-league-play-opt-name = nom
cmd-league-play-opt-name-desc = La compétition

# /ligue déclarer
cmd-league-report = déclarer
cmd-league-report-desc = Déclarer un score joué hors du bot.
cmd-league-report-opt-name = nom
cmd-league-report-opt-name-desc = La compétition
cmd-league-report-opt-my_goals = mes_buts
cmd-league-report-opt-my_goals-desc = Vos buts
cmd-league-report-opt-their_goals = buts_contre
cmd-league-report-opt-their_goals-desc = Buts de l'adversaire
cmd-league-report-opt-went_through = qualifié
cmd-league-report-opt-went_through-desc = Élimination directe à égalité : qualifié ?

# /ligue confirmer
cmd-league-confirm = confirmer
cmd-league-confirm-desc = Confirmer le score de l'adversaire.
cmd-league-confirm-opt-name = nom
cmd-league-confirm-opt-name-desc = La compétition

# /ligue contester
cmd-league-dispute = contester
cmd-league-dispute-desc = Contester le score de l'adversaire.
cmd-league-dispute-opt-name = nom
cmd-league-dispute-opt-name-desc = La compétition
cmd-league-dispute-opt-reason = motif
cmd-league-dispute-opt-reason-desc = Ce qui est faux dans le score déclaré

# /ligue corriger
cmd-league-override = corriger
cmd-league-override-desc = Fixer un résultat, avec son motif (admins).
cmd-league-override-opt-name = nom
cmd-league-override-opt-name-desc = La compétition
cmd-league-override-opt-fixture = match
cmd-league-override-opt-fixture-desc = Numéro du match (voir /ligue calendrier)
cmd-league-override-opt-home_goals = buts_domicile
cmd-league-override-opt-home_goals-desc = Buts domicile
cmd-league-override-opt-away_goals = buts_extérieur
cmd-league-override-opt-away_goals-desc = Buts extérieur
cmd-league-override-opt-reason = motif
cmd-league-override-opt-reason-desc = Pourquoi (gardé au journal)
cmd-league-override-opt-home_went_through = domicile_qualifié
cmd-league-override-opt-home_went_through-desc = Élimination directe à égalité : receveur qualifié ?

# /ligue exporter
cmd-league-export = exporter
cmd-league-export-desc = Classement et résultats, en fichiers CSV.
cmd-league-export-opt-name = nom
cmd-league-export-opt-name-desc = La compétition

# /ligue saison
cmd-league-season = saison
cmd-league-season-desc = Saisons d'une ligue.

# /ligue saison créer
cmd-league-season-new = créer
cmd-league-season-new-desc = Saison finie : ouvrir la suivante (admins).
cmd-league-season-new-opt-name = nom
cmd-league-season-new-opt-name-desc = La ligue

# /ligue admins
cmd-league-admins = admins
cmd-league-admins-desc = Le rôle qui gère les compétitions ici.
cmd-league-admins-opt-role = rôle
cmd-league-admins-opt-role-desc = Le rôle ; vide pour le retirer

# /ligue journal
cmd-league-log = journal
cmd-league-log-desc = Le journal (admins).
cmd-league-log-opt-name = nom
cmd-league-log-opt-name-desc = La compétition

# /ligue publier
cmd-league-publish = publier
cmd-league-publish-desc = Afficher ou masquer les pages web du serveur (admins).
cmd-league-publish-opt-state = état
cmd-league-publish-opt-state-desc = activé : publier ; désactivé : masquer

# /ligue écusson
cmd-league-crest = écusson
cmd-league-crest-desc = L'écusson d'un membre (admins).
cmd-league-crest-opt-member = membre
cmd-league-crest-opt-member-desc = Le membre
cmd-league-crest-opt-image = image
cmd-league-crest-opt-image-desc = L'image (PNG, JPEG, WebP ou GIF, 512 Kio max)
cmd-league-crest-opt-remove = retirer
cmd-league-crest-opt-remove-desc = Retirer son écusson

# /tournoi
cmd-tournament = tournoi
cmd-tournament-desc = Coupes : élimination, suisse, ou groupes puis élimination.

# /tournoi créer
cmd-tournament-create = créer
cmd-tournament-create-desc = Créer un tournoi (admins).
cmd-tournament-create-opt-game = jeu
cmd-tournament-create-opt-game-desc = Quel jeu
cmd-tournament-create-opt-name = nom
cmd-tournament-create-opt-name-desc = Le nom du tournoi
cmd-tournament-create-opt-format = format
cmd-tournament-create-opt-format-desc = Élimination directe, suisse, ou groupes puis élimination
cmd-tournament-create-opt-legs = manches
cmd-tournament-create-opt-legs-desc = Élimination : 1 ou 2 matchs (par défaut 1)
cmd-tournament-create-opt-groups = groupes
cmd-tournament-create-opt-groups-desc = Phase de groupes : combien de groupes (par défaut 2)
cmd-tournament-create-opt-qualifiers = qualifiés
cmd-tournament-create-opt-qualifiers-desc = Phase de groupes : qualifiés par groupe (par défaut 2)
cmd-tournament-create-opt-rounds = rondes
cmd-tournament-create-opt-rounds-desc = Suisse : nombre de rondes (par défaut : jusqu'à un vainqueur)
cmd-tournament-create-opt-timer = cadence
cmd-tournament-create-opt-timer-desc = Temps par coup
cmd-tournament-create-opt-on_timeout = temps_écoulé
cmd-tournament-create-opt-on_timeout-desc = Quand un joueur n'a plus de temps
cmd-tournament-create-opt-deadline_days = jours_de_délai
cmd-tournament-create-opt-deadline_days-desc = Jours par journée (par défaut : aucun délai)
cmd-tournament-create-opt-managers = entraîneurs
cmd-tournament-create-opt-managers-desc = Ligue draft : nombre d'entraîneurs qui draftent et jouent (par défaut : selon le draft)
cmd-tournament-create-opt-draft = draft
cmd-tournament-create-opt-draft-desc = Ligue draft : répartition des joueurs entre entraîneurs

# /tournoi rejoindre
cmd-tournament-join = rejoindre
cmd-tournament-join-desc = Rejoindre une compétition à venir.
cmd-tournament-join-opt-name = nom
cmd-tournament-join-opt-name-desc = La compétition

# /tournoi quitter
cmd-tournament-leave = quitter
cmd-tournament-leave-desc = Quitter une compétition à venir.
cmd-tournament-leave-opt-name = nom
cmd-tournament-leave-opt-name-desc = La compétition

# /tournoi lancer
cmd-tournament-start = lancer
cmd-tournament-start-desc = Tirer le calendrier et lancer (admins).
cmd-tournament-start-opt-name = nom
cmd-tournament-start-opt-name-desc = La compétition

# /tournoi tableau
cmd-tournament-bracket = tableau
cmd-tournament-bracket-desc = Le tableau final, en image.
cmd-tournament-bracket-opt-name = nom
cmd-tournament-bracket-opt-name-desc = Le tournoi

# /tournoi classement
cmd-tournament-table = classement
cmd-tournament-table-desc = Le classement, en image et en texte.
cmd-tournament-table-opt-name = nom
cmd-tournament-table-opt-name-desc = La compétition

# /tournoi calendrier
cmd-tournament-fixtures = calendrier
cmd-tournament-fixtures-desc = Les matchs, journée par journée.
cmd-tournament-fixtures-opt-name = nom
cmd-tournament-fixtures-opt-name-desc = La compétition
cmd-tournament-fixtures-opt-round = journée
cmd-tournament-fixtures-opt-round-desc = Quelle journée (par défaut : actuelle)

# /tournoi jouer
cmd-tournament-play = jouer
cmd-tournament-play-desc = Lancer votre prochain match, dans un fil dès que les deux camps sont prêts.
cmd-tournament-play-opt-name = nom
cmd-tournament-play-opt-name-desc = La compétition

# /tournoi déclarer
cmd-tournament-report = déclarer
cmd-tournament-report-desc = Déclarer le score de votre prochain match joué hors du bot ; votre adversaire confirme.
cmd-tournament-report-opt-name = nom
cmd-tournament-report-opt-name-desc = La compétition
cmd-tournament-report-opt-my_goals = mes_buts
cmd-tournament-report-opt-my_goals-desc = Vos buts
cmd-tournament-report-opt-their_goals = buts_contre
cmd-tournament-report-opt-their_goals-desc = Buts de l'adversaire
cmd-tournament-report-opt-went_through = qualifié
cmd-tournament-report-opt-went_through-desc = Élimination directe à égalité : qualifié ?

# /tournoi confirmer
cmd-tournament-confirm = confirmer
cmd-tournament-confirm-desc = Confirmer le score de l'adversaire.
cmd-tournament-confirm-opt-name = nom
cmd-tournament-confirm-opt-name-desc = La compétition

# /tournoi contester
cmd-tournament-dispute = contester
cmd-tournament-dispute-desc = Contester le score de l'adversaire ; un admin tranchera.
cmd-tournament-dispute-opt-name = nom
cmd-tournament-dispute-opt-name-desc = La compétition
cmd-tournament-dispute-opt-reason = motif
cmd-tournament-dispute-opt-reason-desc = Ce qui est faux dans le score déclaré

# /tournoi corriger
cmd-tournament-override = corriger
cmd-tournament-override-desc = Fixer le résultat d'un match, en remplaçant l'ancien ; le motif va au journal (admins).
cmd-tournament-override-opt-name = nom
cmd-tournament-override-opt-name-desc = La compétition
cmd-tournament-override-opt-fixture = match
cmd-tournament-override-opt-fixture-desc = Numéro du match (voir /tournoi calendrier)
cmd-tournament-override-opt-home_goals = buts_domicile
cmd-tournament-override-opt-home_goals-desc = Buts domicile
cmd-tournament-override-opt-away_goals = buts_extérieur
cmd-tournament-override-opt-away_goals-desc = Buts extérieur
cmd-tournament-override-opt-reason = motif
cmd-tournament-override-opt-reason-desc = Pourquoi (gardé au journal)
cmd-tournament-override-opt-home_went_through = domicile_qualifié
cmd-tournament-override-opt-home_went_through-desc = Élimination directe à égalité : receveur qualifié ?

# /tournoi exporter
cmd-tournament-export = exporter
cmd-tournament-export-desc = Classement et résultats, en fichiers CSV.
cmd-tournament-export-opt-name = nom
cmd-tournament-export-opt-name-desc = La compétition

# /elo
cmd-rating = elo
cmd-rating-desc = Classements Elo.

# /elo meilleurs
cmd-rating-leaderboard = meilleurs
cmd-rating-leaderboard-desc = Les joueurs les mieux classés d'un jeu (Elo, d'après chaque résultat entre deux personnes).
cmd-rating-leaderboard-opt-game = jeu
cmd-rating-leaderboard-opt-game-desc = Quel jeu

# /club
cmd-club = club
cmd-club-desc = Votre club.

# /club écusson
cmd-club-crest = écusson
cmd-club-crest-desc = Définir l'écusson de votre club sur ce serveur (PNG, JPEG, WebP ou GIF, 512 Kio max), ou le retirer.
cmd-club-crest-opt-image = image
cmd-club-crest-opt-image-desc = L'image (PNG, JPEG, WebP ou GIF, 512 Kio maximum)
cmd-club-crest-opt-remove = retirer
cmd-club-crest-opt-remove-desc = Retirer plutôt votre écusson

# Options de jeu (paramètres ajoutés au démarrage ; noms seulement)
opt-format = format
opt-advanced = avancées
opt-window = fenêtre
opt-variant = variante
opt-penalties = tirs_au_but
opt-variations = variations
opt-solo = solo
opt-rounds = manches
opt-game_rounds = manches_jeu
opt-game_format = format_jeu

# Choix
choice-standard-a-day-a-move = standard (un jour par coup)
choice-casual-15-minutes-a-move = décontracté (15 minutes par coup)
choice-easy = facile
choice-normal = normal
choice-hard = difficile
choice-the-computer-moves = l'ordinateur joue
choice-forfeit-the-match = match perdu par forfait
choice-football-gd-goals-head-to-head = football (différence de buts, buts, confrontations directes)
choice-head-to-head-first-uefa = confrontations directes d'abord (UEFA)
choice-the-game-s-rulebook = le règlement du jeu
choice-knockout = élimination directe
choice-swiss = suisse
choice-groups-then-knockout = groupes puis élimination directe
choice-draft-league = ligue draft
choice-ladder = échelle
choice-forfeit-against-the-side-that-did-not-turn-up = forfait pour le camp absent
choice-an-admin-decides = un admin décide
choice-on = activé
choice-off = désactivé

cmd-server = serveur
cmd-server-desc = Les réglages de ce serveur.
cmd-server-language = langue
cmd-server-language-desc = La langue des fils de match, des images et des actus d'ici (admins).
cmd-server-language-opt-language = langue
cmd-server-language-opt-language-desc = Une langue (en, es, pt-BR, fr, de), ou discord pour suivre celle du serveur
cmd-server-chances = chances
cmd-server-chances-desc = Affiche ou masque les chances de victoire dans les matchs d'une compétition (admins).
cmd-server-chances-opt-name = nom
cmd-server-chances-opt-name-desc = La ligue ou le tournoi
cmd-server-chances-opt-show = afficher
cmd-server-chances-opt-show-desc = Vrai pour les afficher, faux pour les masquer

# /pyramide
cmd-pyramid = pyramide
cmd-pyramid-desc = Pyramides : des ligues en divisions, avec montées et descentes.

# /pyramide lier
cmd-pyramid-link = lier
cmd-pyramid-link-desc = Placer une ligue sous une autre comme sa division inférieure (admins).
cmd-pyramid-link-opt-name = nom
cmd-pyramid-link-opt-name-desc = La ligue à relier
cmd-pyramid-link-opt-division_of = ligue_supérieure
cmd-pyramid-link-opt-division_of-desc = La ligue une division au-dessus
cmd-pyramid-link-opt-promotion = promotion
cmd-pyramid-link-opt-promotion-desc = Clubs qui montent et descendent entre les deux par saison (par défaut 2)
cmd-pyramid-link-opt-playoff = barrage
cmd-pyramid-link-opt-playoff-desc = La dernière de ces places se joue en barrage aller-retour

# /pyramide voir
cmd-pyramid-show = voir
cmd-pyramid-show-desc = La pyramide d'une ligue : ses divisions, l'état de chaque saison et les derniers mouvements.
cmd-pyramid-show-opt-name = nom
cmd-pyramid-show-opt-name-desc = N'importe quelle ligue de la pyramide

# /profil
cmd-profile = profil
cmd-profile-desc = Vos propres réglages : votre fuseau horaire, une pause, comment on vous prévient.

# /profil fuseau_horaire
cmd-profile-timezone = fuseau_horaire
cmd-profile-timezone-desc = Votre fuseau horaire, pour les horaires de coup d'envoi que vous saisissez (et lisez).
cmd-profile-timezone-opt-zone = fuseau
cmd-profile-timezone-opt-zone-desc = Son nom IANA, ex. Europe/Berlin ou America/New_York

# /rencontre
cmd-fixture = rencontre
cmd-fixture-desc = Les horaires de coup d'envoi de vos matchs.

# /rencontre proposer
cmd-fixture-propose = proposer
cmd-fixture-propose-desc = Proposer jusqu'à trois horaires de coup d'envoi pour votre prochain match, à votre heure.
cmd-fixture-propose-opt-name = nom
cmd-fixture-propose-opt-name-desc = La compétition
cmd-fixture-propose-opt-first = premier
cmd-fixture-propose-opt-first-desc = Un horaire dans votre fuseau horaire : YYYY-MM-DD HH:MM
cmd-fixture-propose-opt-second = deuxième
cmd-fixture-propose-opt-second-desc = Un autre horaire
cmd-fixture-propose-opt-third = troisième
cmd-fixture-propose-opt-third-desc = Un troisième horaire

# /rencontre accepter
cmd-fixture-accept = accepter
cmd-fixture-accept-desc = Choisir l'un des horaires de coup d'envoi proposés par votre adversaire.
cmd-fixture-accept-opt-name = nom
cmd-fixture-accept-opt-name-desc = La compétition
cmd-fixture-accept-opt-choice = choix
cmd-fixture-accept-opt-choice-desc = Lequel des horaires proposés (1 à 3)

# /rencontre voir
cmd-fixture-show = voir
cmd-fixture-show-desc = Le coup d'envoi de votre prochain match : convenu, proposé, ou pas encore.
cmd-fixture-show-opt-name = nom
cmd-fixture-show-opt-name-desc = La compétition

# /ligue délai
cmd-league-extend = délai
cmd-league-extend-desc = Prolonger un délai (admins).
cmd-league-extend-opt-name = nom
cmd-league-extend-opt-name-desc = La compétition
cmd-league-extend-opt-fixture = match
cmd-league-extend-opt-fixture-desc = Numéro du match
cmd-league-extend-opt-days = jour
cmd-league-extend-opt-days-desc = Jours en plus (1–60)
cmd-league-extend-opt-reason = motif
cmd-league-extend-opt-reason-desc = Pourquoi
cmd-league-create-opt-max_break_days = jours_de_pause
cmd-league-create-opt-max_break_days-desc = Jours de pause/membre/saison (défaut 14)

# /profil absent
cmd-profile-away = absent
cmd-profile-away-desc = Prendre une pause : les délais de vos matchs d'ici qui y tombent sont repoussés de sa durée.
cmd-profile-away-opt-until = dernier_jour
cmd-profile-away-opt-until-desc = Le dernier jour de votre pause, YYYY-MM-DD, dans votre fuseau horaire

# /ligue relève
cmd-league-deputy = relève
cmd-league-deputy-desc = Qui vous remplace en votre absence.
cmd-league-deputy-opt-name = nom
cmd-league-deputy-opt-name-desc = La compétition
cmd-league-deputy-opt-member = membre
cmd-league-deputy-opt-member-desc = Remplaçant (vide : aucun)

# /profil alertes
cmd-profile-pings = alertes
cmd-profile-pings-desc = Comment on vous prévient que c'est votre tour, et vos heures calmes (dans votre fuseau horaire).
cmd-profile-pings-opt-how = comment
cmd-profile-pings-opt-how-desc = Comment on vous prévient que c'est votre tour
cmd-profile-pings-opt-quiet_from = calme_début
cmd-profile-pings-opt-quiet_from-desc = Début des heures calmes, HH:MM (les rappels attendent leur fin)
cmd-profile-pings-opt-quiet_to = calme_fin
cmd-profile-pings-opt-quiet_to-desc = Fin des heures calmes, HH:MM
choice-a-mention-in-the-match-s-thread = une mention dans le fil du match
choice-a-direct-message = un message privé
choice-never = jamais

# /tournament extend
cmd-tournament-extend = délai
cmd-tournament-extend-desc = Prolonger un délai (admins).
cmd-tournament-extend-opt-name = nom
cmd-tournament-extend-opt-name-desc = La compétition
cmd-tournament-extend-opt-fixture = match
cmd-tournament-extend-opt-fixture-desc = Numéro du match
cmd-tournament-extend-opt-days = jour
cmd-tournament-extend-opt-days-desc = Jours en plus (1–60)
cmd-tournament-extend-opt-reason = motif
cmd-tournament-extend-opt-reason-desc = Pourquoi

# /league odds
cmd-league-odds = pronostic
cmd-league-odds-desc = Pronostic
cmd-league-odds-opt-name = nom
cmd-league-odds-opt-name-desc = La ligue
